# -*- Python -*-
# lit configuration for maco.

import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "MACO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.maco_obj_root, "test")
# Runtime unit tests are C/C++ programs run by ctest, not lit tests.
config.excludes = ["runtime", "Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%maco_src_root", config.maco_src_root))
config.substitutions.append(("%maco_obj_root", config.maco_obj_root))
config.substitutions.append(("%maco_lib_dir", config.maco_lib_dir))
config.substitutions.append(
    ("%llvm_lib_dir", os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")))
config.substitutions.append(("%maco_tools_dir", config.maco_tools_dir))
# Linking a program against the runtime by hand: the build's C compiler and,
# in a sanitizer build, the sanitizers' link flags.
config.substitutions.append(("%maco_cc", config.maco_c_compiler))
config.substitutions.append(("%maco_link_extra", config.maco_link_extra))
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# The sanitizer build (scripts/sanitize.sh) sets these for every test.
llvm_config.with_system_environment(
    ["ASAN_OPTIONS", "UBSAN_OPTIONS", "LD_LIBRARY_PATH"])
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.maco_tools_dir, config.llvm_tools_dir]
tools = ["maco-opt", "maco-capi-test"]
for optional in ["maco-translate", "maco-run", "maco-compile"]:
    if os.path.exists(os.path.join(config.maco_tools_dir, optional)):
        tools.append(optional)
llvm_config.add_tool_substitutions(tools, tool_dirs)

# The cost model uses this machine's calibration when no target is named
# (bench/calibrate --cache): tests see none unless they make one.
config.environment["MACO_CALIBRATION_DIR"] = os.path.join(
    config.maco_obj_root, "test", "no-calibration")

# Features.
# "asan": the sanitizer build (scripts/sanitize.sh); tests that measure
# memory (peak RSS) do not hold under ASan's shadow memory and quarantine.
if "address" in getattr(config, "maco_sanitize", ""):
    config.available_features.add("asan")
# The compiler tools' allocator (MACO_TOOL_ALLOCATOR): mimalloc or libc's.
if "mimalloc" in config.maco_tool_malloc:
    config.available_features.add("tool-mimalloc")
if config.maco_enable_mpi and config.mpiexec:
    config.available_features.add("mpi")
    # As root, OpenMPI refuses to run without these; 4 ranks on 2 cores need
    # oversubscription.
    config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    config.environment["OMPI_MCA_rmaps_base_oversubscribe"] = "1"
    config.substitutions.append(("%mpirun", config.mpiexec + " --oversubscribe"))
if config.maco_enable_cuda:
    config.available_features.add("cuda")

# maco-import (python/maco_import) runs with the build's Python environment
# (scripts/setup.sh installs iree-base-compiler there): "maco-import" when
# it has IREE's compiler, "jax" when it also has jax (MACO_WITH_JAX=1).
# %maco_python is that Python (numpy is there for comparing results).
def _python_has(python, module):
    try:
        return subprocess.run([python, "-c", "import " + module],
                              capture_output=True, timeout=120).returncode == 0
    except Exception:
        return False

_python = getattr(config, "maco_python", "")
if _python and os.path.exists(_python):
    config.substitutions.append(("%maco_python", _python))
    if _python_has(_python, "iree.compiler"):
        config.available_features.add("maco-import")
        config.substitutions.append(
            ("%maco-import", os.path.join(config.maco_tools_dir, "maco-import")))
    if _python_has(_python, "jax"):
        config.available_features.add("jax")
    config.environment["MACO_PYTHON"] = _python
config.environment["MACO_OPT"] = os.path.join(config.maco_tools_dir, "maco-opt")

# The PyTorch importer (python/maco_import/torch.py) runs with the Python
# environment that MACO_WITH_TORCH=1 scripts/setup.sh makes (torch and
# torch-mlir, python/requirements-torch.txt; MACO_TORCH_PYTHON overrides
# it): "torch" when it imports both; %maco_torch_python is that Python.
_torch_python = os.environ.get("MACO_TORCH_PYTHON") or os.path.join(
    config.maco_obj_root, "venv-torch", "bin", "python3")
if os.path.exists(_torch_python) and _python_has(
        _torch_python, "torch, torch_mlir, numpy"):
    config.available_features.add("torch")
    config.substitutions.append(("%maco_torch_python", _torch_python))

# ptxas (CUDA toolkit): maco-to-cuda's default fatbin/cubin serialization
# runs it; tests that need it say REQUIRES: ptxas.
_ptxas = shutil.which("ptxas") or next(
    (p for p in ["/usr/local/cuda/bin/ptxas"] if os.path.exists(p)), None)
if _ptxas:
    config.available_features.add("ptxas")
    llvm_config.with_environment("PATH", os.path.dirname(_ptxas), append_path=True)

def _has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        return subprocess.run([smi, "-L"], capture_output=True, timeout=20).returncode == 0
    except Exception:
        return False

if _has_gpu():
    config.available_features.add("gpu")
