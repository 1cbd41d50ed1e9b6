import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait as long as a person would, not Testing Library's 1 s: on a busy machine a file's first
 * screen imports its lazy pages for longer, and the seller console's first guard test missed its 1 s so in one run
 * (decision 143). A passing test still passes as soon as its text shows.
 */
configure({ asyncUtilTimeout: 10_000 });
