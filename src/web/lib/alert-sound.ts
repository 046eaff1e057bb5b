import { useEffect, useSyncExternalStore } from 'react';

/**
 * A short two-tone chime made with Web Audio (no sound file to download). Browsers keep
 * audio suspended until the page has had a user gesture, so the state is observable:
 * screens offer a button (any click works too) that unlocks it.
 */

let context: AudioContext | null = null;
const watchers = new Set<() => void>();
const notify = () => {
  for (const watch of watchers) watch();
};

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context = new AudioContext();
  context.addEventListener('statechange', notify);
  return context;
}

function watch(watcher: () => void) {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/**
 * Whether enabled sound is blocked right now (suspended until a user gesture). While it is,
 * the first click or key press anywhere on the page unlocks it.
 */
export function useSoundBlocked(isEnabled: boolean): boolean {
  const isBlocked = useSyncExternalStore(watch, () => isEnabled && context?.state === 'suspended');

  useEffect(() => {
    if (!isEnabled) return;
    audioContext();
    notify();
  }, [isEnabled]);

  useEffect(() => {
    if (!isBlocked) return;
    const handleGesture = () => void unlockSound().catch((error: unknown) => console.warn('通知音を有効にできませんでした', error));
    window.addEventListener('click', handleGesture);
    window.addEventListener('keydown', handleGesture);
    return () => {
      window.removeEventListener('click', handleGesture);
      window.removeEventListener('keydown', handleGesture);
    };
  }, [isBlocked]);

  return isBlocked;
}

/** Call from a click or key handler: a user gesture is what browsers require. */
export async function unlockSound(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) return;
  await ctx.resume();
  notify();
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

/** Plays the chime; rejects when the browser blocks audio (the caller only logs it). */
export async function playChime(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) throw new Error('Web Audio is not available');
  if (ctx.state !== 'running') {
    // resume() stays pending without a user gesture in some browsers: do not wait for it.
    await Promise.race([ctx.resume(), new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  if (ctx.state !== 'running') {
    notify();
    throw new Error('Sound playback was blocked by the browser');
  }
  const now = ctx.currentTime;
  tone(ctx, 880, now, 0.18);
  tone(ctx, 1320, now + 0.2, 0.3);
}
