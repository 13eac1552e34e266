#ifndef WAYPOINT_HEAP_STATISTICS_H
#define WAYPOINT_HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not yet taken back, or 0 where the
/// platform does not say.
size_t heap_bytes_in_use(void);

#endif
