#ifndef XGESTURE_CSNDFILE_SHIM_H
#define XGESTURE_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
