import type { ToolScreenProps } from '@tools/launch';
import './deliverables.css';
import { Tracker } from './tracker.tsx';

/** ProjectDeliverablesTable: the portfolio deliverables tracker (spec 001 §2.10-§9, spec 000's CSV manager). */
export default function ProjectDeliverablesTableScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <Tracker launch={launch} />;
}
