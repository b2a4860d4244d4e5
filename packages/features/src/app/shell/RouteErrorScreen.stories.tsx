import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorScreen } from './RouteErrorScreen';

/** What a screen that failed to load (or threw) shows instead of a blank page. */
function FailedRoute() {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('chunk failed to load (story)');
        },
        errorElement: <RouteErrorScreen />,
        element: null,
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Features/Shell/RouteErrorScreen',
  component: FailedRoute,
  // The screen reports what it caught, on purpose.
  parameters: {
    layout: 'fullscreen',
    renderCheck: { allowConsoleErrors: ['chunk failed to load (story)'] },
  },
} satisfies Meta<typeof FailedRoute>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
