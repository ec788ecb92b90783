/** Time is injected (STYLE habit 9): tests move it forward to expire codes and sessions. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
