/** "Now", handed in so tests can fix it; the system clock otherwise. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
