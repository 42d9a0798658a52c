//===- CalibrationCache.h - where this machine's calibration lives -*- C++
//-*-===//
//
// The cost model calibrates itself per machine: bench/calibrate measures
// the machine (seconds) and, with --cache, stores the target description
// at calibrationPath(ranks); resolveTarget uses that file when neither a
// `target=` option nor a `maco.target` attribute names a target.
// Header-only and free of MLIR, so that the calibration program (linked
// with the runtime only) and the compiler agree on the path.
//
//   directory: $MACO_CALIBRATION_DIR, else $XDG_CACHE_HOME/maco, else
//              $HOME/.cache/maco
//   file:      <hostname>-<hash of the CPU model and CPU
//   count>-np<ranks>-v<kCalibrationVersion>.target (a new version, when
//   the calibration measures more, makes setup.sh measure again)
//
//===----------------------------------------------------------------------===//

#ifndef MACO_ANALYSIS_CALIBRATIONCACHE_H
#define MACO_ANALYSIS_CALIBRATIONCACHE_H

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace maco {

/// Version of what a calibration file holds (2: comm-contention).
constexpr int kCalibrationVersion = 2;

/// The calibration directory, or "" when no environment variable gives one.
inline std::string calibrationDir() {
  if (const char *d = std::getenv("MACO_CALIBRATION_DIR"))
    return d;
  if (const char *x = std::getenv("XDG_CACHE_HOME"); x && *x)
    return std::string(x) + "/maco";
  if (const char *h = std::getenv("HOME"); h && *h)
    return std::string(h) + "/.cache/maco";
  return "";
}

/// This machine: its host name and a hash of its CPU model and CPU count
/// (a home directory shared between machines keeps one file per machine).
inline std::string machineKey() {
  // Computed once per process: passes ask for it on every function.
  static const std::string key = [] {
    char host[256] = "host";
    if (gethostname(host, sizeof(host) - 1) != 0)
      std::strcpy(host, "host");
    std::string what = std::to_string(sysconf(_SC_NPROCESSORS_ONLN));
    if (FILE *f = std::fopen("/proc/cpuinfo", "r")) {
      char line[512];
      while (std::fgets(line, sizeof(line), f))
        if (!std::strncmp(line, "model name", 10)) {
          what += line;
          break;
        }
      std::fclose(f);
    }
    uint64_t h = 1469598103934665603ull; // FNV-1a
    for (unsigned char c : what)
      h = (h ^ c) * 1099511628211ull;
    char hex[17];
    std::snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)h);
    return std::string(host) + "-" + hex;
  }();
  return key;
}

/// The calibration file for `ranks` ranks on this machine ("" if there is
/// no calibration directory).
inline std::string calibrationPath(int ranks) {
  std::string dir = calibrationDir();
  if (dir.empty())
    return "";
  return dir + "/" + machineKey() + "-np" + std::to_string(ranks) + "-v" +
         std::to_string(kCalibrationVersion) + ".target";
}

} // namespace maco

#endif // MACO_ANALYSIS_CALIBRATIONCACHE_H
