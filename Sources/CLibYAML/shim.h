// The only C header InsetLint includes. libyaml-dev provides it (pkg-config name yaml-0.1).
#include <yaml.h>
