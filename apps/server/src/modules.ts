import athleticsModule from '@tools/athletics/server/module.ts';
import { chatModule, type ChatModuleOptions } from '@tools/chat/server/module.ts';
import deliverablesModule from '@tools/deliverables/server/module.ts';
import enrollmentModule from '@tools/enrollment/server/module.ts';
import eventsModule from '@tools/events/server/module.ts';
import gradeHurdleModule from '@tools/grade-hurdle/server/module.ts';
import latePenaltyModule from '@tools/late-penalty/server/module.ts';
import { remindersModule, type RemindersModuleOptions } from '@tools/reminders/server/module.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import tutorModule from '@tools/tutor/server/module.ts';
import { uefModule, type UefModuleOptions } from '@tools/uef/server/module.ts';

/** What main.ts gives the modules that read files or send mail (the embedded server leaves them out). */
export interface ToolModuleOptions {
  chat?: ChatModuleOptions;
  reminders?: RemindersModuleOptions;
  uef?: UefModuleOptions;
}

/**
 * Every tool's server part, in mount order: the whole product. A new feature's server module is added
 * here (and its migrations get the next number: migrations/index.ts checks the sequence).
 */
export function toolModules(options: ToolModuleOptions = {}): ServerModule[] {
  return [
    latePenaltyModule,
    gradeHurdleModule,
    chatModule(options.chat),
    deliverablesModule,
    athleticsModule,
    enrollmentModule,
    eventsModule,
    remindersModule(options.reminders),
    tutorModule,
    uefModule(options.uef),
  ];
}

// The server tests' modules (vitest.config.ts): every one, as the embedded server runs them.
export default toolModules();
