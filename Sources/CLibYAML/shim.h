// libyaml's event parser, as the platform installs it (Debian: libyaml-dev).
// Declarations only: nothing defined here, so nothing is duplicated in the
// modules that import it.
#include <yaml.h>
