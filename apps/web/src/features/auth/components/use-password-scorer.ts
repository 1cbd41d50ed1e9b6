import { useEffect, useState } from 'react';
import { loadPasswordScorer, type PasswordScorer } from '@campus/contract';

/**
 * The password rule's scorer (the contract's, as the server uses it), loaded when a page that sets a
 * password mounts: its dictionary is a chunk of its own, so no other page pays for it. Undefined until loaded.
 */
export function usePasswordScorer(): PasswordScorer | undefined {
  const [scorer, setScorer] = useState<PasswordScorer>();
  useEffect(() => {
    let live = true;
    void loadPasswordScorer().then((loaded) => {
      if (live) setScorer(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return scorer;
}
