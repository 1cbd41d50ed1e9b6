import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait as long as a person would, not Testing Library's 1 s: a file's first screen imports its
 * lazy pages while the other lane of `npm test` keeps both cores busy (decision 143), and the seller console's first
 * guard test missed its 1 s so in one run. A passing test still passes as soon as its text shows.
 */
configure({ asyncUtilTimeout: 10_000 });
