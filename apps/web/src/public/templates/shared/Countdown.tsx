import type { CountdownProps } from '../../islands/shared/countdown.js';
import { formatSeconds } from '../../islands/shared/time-format.js';

/**
 * A countdown rendered with its starting value, in the same format the `countdown` island then ticks
 * (spec 001 §4: popup 900 s, upsell page 480 s, older thank-you page 900 s, default page 23:59:59).
 */
export function Countdown({ as: Tag = 'span', testId, className, ...props }: CountdownProps & { as?: 'span' | 'p'; testId: string; className?: string }) {
  return (
    <Tag data-island="countdown" data-props={JSON.stringify(props)} data-testid={testId} role="timer" aria-live="off" className={className}>
      {formatSeconds(props.seconds, props.format ?? 'mm:ss')}
    </Tag>
  );
}
