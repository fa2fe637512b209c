import type { Decorator } from '@storybook/react-vite';

/** A story decorator that renders the story inside a `<div>` with these classes (its width, room or padding). */
export function inBox(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}
