// Every icon of the design system: one component each, all drawn on the same frame (frame.tsx).

export * from './controls.tsx';
export * from './deferred.tsx';
export type { IconProps } from './frame.tsx';
export * from './symbols.tsx';
