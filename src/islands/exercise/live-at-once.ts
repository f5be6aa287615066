/**
 * Whether an exercise's boards are live from the server HTML on (true) or drawn as a light preview until they
 * near the screen (false, LazyBoard's default). A course stage's first task is on screen as the page opens: its
 * board is drawn live by the server, so hydration only attaches to it, instead of building a second drawing
 * and its 63 squares in the first second (issue 16).
 */
import { createContext } from 'preact';

export const LiveAtOnce = createContext(false);
