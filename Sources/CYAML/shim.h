#ifndef XGESTURE_CYAML_SHIM_H
#define XGESTURE_CYAML_SHIM_H
#include <yaml.h>
#endif
