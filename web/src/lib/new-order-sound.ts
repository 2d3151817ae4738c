/*
 * A short two-note chime made with WebAudio (no sound file to download). Browsers start an AudioContext suspended
 * until the user has interacted with the page, so `unlockSound` is called on the seller's first tap or key press.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Lets later chimes play: call from a user gesture. */
export function unlockSound() {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Two soft notes, about a third of a second in all; silent where the browser refuses sound. */
export function playNewOrderSound() {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.01;
  [880, 1318.5].forEach((frequency, i) => {
    const at = start + i * 0.16;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  });
}
