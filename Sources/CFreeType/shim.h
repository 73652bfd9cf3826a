// FreeType, as the platform installs it (Debian: libfreetype-dev). Its
// headers are under freetype2/, which pkg-config's freetype2.pc adds to
// the include path of every target depending on this one (CLasimImage's C).
// Declarations only.
#include <ft2build.h>
#include FT_FREETYPE_H
