/** Where every JSON call of the API lives (spec §7): routes, page hints, headers and probes use it. */
export const API_PREFIX = '/api/v1';
