// What the app takes from React Router to start, in a module of its own: main.tsx loads it a step
// before the app, so evaluating the router's code is a task of its own (a dynamic import of the
// package itself would bring all of React Router, not only the parts the app uses).
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
