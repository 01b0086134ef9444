/** The time the account services see; tests pass their own to expire codes and tokens without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
export const days = (count: number) => count * 86_400_000;
