import { DEMO_PARENT } from '../mocks/demo/junior';
import { enterDemo } from './demo-mode';

/** Loaded when "Try the demo" is pressed: the demo starts signed in as the sample parent. */
export const enterDemoAsParent = () => enterDemo(DEMO_PARENT);
