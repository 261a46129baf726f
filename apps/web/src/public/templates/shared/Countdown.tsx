import { secondsLeft, type CountdownProps } from '../../islands/shared/countdown.js';
import { formatSeconds } from '../../islands/shared/time-format.js';

/**
 * A countdown to a real end (the seller's offer end, an order's upsell window), rendered with the time left
 * at render time and kept by the `countdown` island; put it inside a `data-countdown-box` element to hide
 * that element when the time runs out.
 */
export function Countdown({ as: Tag = 'span', testId, className, ...props }: CountdownProps & { as?: 'span' | 'p'; testId: string; className?: string }) {
  return (
    <Tag data-island="countdown" data-props={JSON.stringify(props)} data-testid={testId} role="timer" aria-live="off" className={className}>
      {formatSeconds(secondsLeft(props.endsAt), props.format ?? 'mm:ss')}
    </Tag>
  );
}
