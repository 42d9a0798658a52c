// docs/reference is what the .td files generate (scripts/gen-docs.sh
// copies it there; the build makes it with the maco-doc target), and no
// description holds the name of an unexpanded TableGen defvar (`#` pastes
// a defvar's name where !strconcat takes its value).
// RUN: diff %maco_obj_root/docs/Dialects/MacoOps.md %maco_src_root/docs/reference/MacoOps.md
// RUN: diff %maco_obj_root/docs/MacoConversionPasses.md %maco_src_root/docs/reference/MacoConversionPasses.md
// RUN: diff %maco_obj_root/docs/MacoTransformsPasses.md %maco_src_root/docs/reference/MacoTransformsPasses.md
// RUN: not grep -n "Maco_[A-Za-z]*Doc" %maco_src_root/docs/reference/MacoOps.md
