import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Tabs, e.g. "Recent Winners" / "Biggest Winners". Arrow keys move between tabs and activate them. A building
 * block for the winners tabs of §2 Home sections ('Recent Winners', 'Biggest Winners').
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

export const tabsListVariants = cva('inline-flex w-fit max-w-full items-center overflow-x-auto', {
  variants: {
    variant: {
      pill: 'gap-1 rounded-lg bg-surface-sunken p-1',
      underline: 'gap-4 border-b border-border',
    },
  },
  defaultVariants: { variant: 'pill' },
});

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:text-fg',
  {
    variants: {
      variant: {
        pill: 'h-9 rounded-md px-4 data-[state=active]:bg-surface data-[state=active]:shadow-card forced-colors:border',
        underline:
          '-mb-px h-10 border-b-2 border-transparent px-1 data-[state=active]:border-primary data-[state=active]:text-fg',
      },
    },
    defaultVariants: { variant: 'pill' },
  },
);

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>['variant']>;

// the list decides the look; its tabs follow without repeating the prop
const TabsVariantContext = React.createContext<TabsVariant>('pill');

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

export function TabsList({ className, variant, ...props }: TabsListProps) {
  const resolved = variant ?? 'pill';
  return (
    <TabsVariantContext value={resolved}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </TabsVariantContext>
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger>;

/** One tab; styled after its list's variant. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const variant = React.use(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-md text-fg focus-visible:outline-2 focus-visible:outline-focus', className)}
      {...props}
    />
  );
}
