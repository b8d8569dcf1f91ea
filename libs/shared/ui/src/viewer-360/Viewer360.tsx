import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useReducedMotion } from './use-reduced-motion';
import styles from './Viewer360.module.css';

export interface Viewer360Props {
  /** the frames around the car at equal steps, the first at 0° (e.g. 36 frames, 10° apart) */
  frames: readonly string[];
  /** accessible name, e.g. "360°-Ansicht Kia Stonic in Rot" */
  label: string;
  /** the angle as screen readers hear it, e.g. "Ansicht 40°" */
  angleText: (angle: number) => string;
  /** how to turn it, shown under the view */
  hint: string;
  /** the still views: without JavaScript, under `prefers-reduced-motion`, and when there are no frames */
  stills: ReactNode;
  /** the frames' size: the view keeps their aspect ratio, so nothing shifts while they load (default 16:9) */
  width?: number;
  height?: number;
}

const mod = (value: number, total: number) => ((value % total) + total) % total;

/**
 * A 360° view: drag (mouse), swipe (touch) and the arrow keys turn the car one frame at a time. It is a slider for
 * assistive technology (value 0–350°, its text "Ansicht 40°"), so the angle is announced as it changes. Vertical
 * swipes still scroll the page (`touch-action: pan-y`). The other frames load when the visitor first points at or
 * focuses the view, not with the page.
 */
export function Viewer360({ frames, label, angleText, hint, stills, width = 800, height = 450 }: Viewer360Props) {
  const hintId = useId();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const drag = useRef<{ x: number; index: number } | null>(null);
  const preloaded = useRef(false);
  const total = frames.length;
  if (reducedMotion || total < 2) return <>{stills}</>;
  const current = mod(index, total);
  const angle = Math.round((current * 360) / total);
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    for (const src of frames) new Image().src = src;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.round(total / 8));
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      PageUp: current + page,
      PageDown: current - page,
      Home: 0,
      End: total - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setIndex(mod(moves[event.key], total));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    preload();
    drag.current = { x: event.clientX, index: current };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // one drag across the whole view is one turn; dragging right turns the car towards the visitor's right
    const step = event.currentTarget.clientWidth / total || 10;
    setIndex(mod(drag.current.index - Math.round((event.clientX - drag.current.x) / step), total));
  };
  const onPointerEnd = () => {
    drag.current = null;
  };
  return (
    <div className={styles['viewer']}>
      <div
        className={styles['stage']}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(((total - 1) * 360) / total)}
        aria-valuenow={angle}
        aria-valuetext={angleText(angle)}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        onFocus={preload}
        onPointerEnter={preload}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img src={frames[current]} alt="" width={width} height={height} draggable={false} className={styles['frame']} />
      </div>
      <p id={hintId} className={styles['hint']}>
        <span aria-hidden="true">⟲ </span>
        {hint}
      </p>
    </div>
  );
}
