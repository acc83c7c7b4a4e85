import { useEffect, useState } from 'react';
import { keystrokeClock } from './keystroke-clock.ts';

/** The keystroke clock's current time, refreshed every `everyMs` while `running`, for live figures. */
export function useTickingClock(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(keystrokeClock);
  useEffect(() => {
    if (!running) return;
    setNow(keystrokeClock());
    const timer = setInterval(() => setNow(keystrokeClock()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
