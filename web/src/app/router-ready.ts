import type { DataRouter } from 'react-router-dom';

/** Resolves once the router has loaded the code of the route it opened (the routes' `lazy`), so a render shows that route, not its placeholder. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
