import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** The router alone: Ant Design and the session's data load with the routes that use them. */
export const App = () => {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
};
