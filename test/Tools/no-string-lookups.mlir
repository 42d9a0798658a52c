// lib/ reads and sets the properties of the collectives (algorithm, axes,
// root, pairs, tag, reduction, stream, ...) through CollectiveOpInterface
// or the generated accessors, never by attribute name (docs/dialect.md):
// checked against the sources.
// RUN: python3 %S/Inputs/check-no-string-lookups.py %maco_src_root | FileCheck %s
// CHECK: no string lookups of collective properties in {{[1-9][0-9]*}} files under lib/ (properties: algorithm, {{.*}}concat_axis, gather_axis, {{.*}}pairs, reduction, root, scatter_axis, split_axis, stream, tag)
