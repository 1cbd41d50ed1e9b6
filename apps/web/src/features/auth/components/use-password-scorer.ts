import { useEffect, useState } from 'react';
import { loadPasswordExplainer, loadPasswordScorer, type PasswordExplainer, type PasswordScorer } from '@campus/contract';

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

/** The rule's explainer (why a password is refused), from the same scorer; undefined until loaded. */
export function usePasswordExplainer(): PasswordExplainer | undefined {
  const [explain, setExplain] = useState<PasswordExplainer>();
  useEffect(() => {
    let live = true;
    void loadPasswordExplainer().then((loaded) => {
      if (live) setExplain(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return explain;
}
