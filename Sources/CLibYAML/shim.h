// libyaml's event parser (Debian's libyaml-dev), read by TagFlowBatch's streaming manifest reader.
#include <yaml.h>
