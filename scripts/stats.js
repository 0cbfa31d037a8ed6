// Figures the benchmark scripts share.
'use strict';

/** The middle value (the upper middle one for an even count). */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

module.exports = { median };
