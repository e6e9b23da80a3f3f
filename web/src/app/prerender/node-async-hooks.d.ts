// The web app's TypeScript has no Node types (its code runs in browsers); the server's prerender
// uses this one Node API, declared here as far as it is used.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
