/** Custom order of the providers list (§2): these first, in this order, then the rest by name. */
export const PROVIDER_ORDER: readonly string[] = ['rtg', 'nebula-gaming', 'red-lantern-studios'];
