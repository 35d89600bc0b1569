import { escapeHtml, page } from '../html.ts';
import type { ToolInfo } from '../options.ts';
import type { SandboxState } from '../state/state.ts';
import { LAUNCH_ROLES } from '../lti/claims.ts';
import { ULTRA_FRAME_PERSONAS } from '../ultra/ultra-frame.ts';
import { launchCourses, personasFor, type LaunchRequest } from './launch-links.ts';

export type LinkBuilder = (req: LaunchRequest) => string;

function personaTable(state: SandboxState): string {
  const rows = Object.keys(state.store.data.personas)
    .map((name) => {
      const u = state.persona(name)!;
      return `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(`${u.name.given} ${u.name.family}`)}</td><td><code>${escapeHtml(u.userName)}</code></td><td><code>${escapeHtml(u.id)}</code></td><td>${escapeHtml(u.systemRoleIds.includes('SystemAdmin') ? 'System administrator' : u.institutionRoleIds.join(', '))}</td></tr>`;
    })
    .join('');
  return `<table><caption>Personas</caption><thead><tr><th scope="col">Persona</th><th scope="col">Name</th><th scope="col">User name</th><th scope="col">Id</th><th scope="col">Roles</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Links to the placements that set a custom `role` (LAUNCH_ROLES), one per role. */
function roleLinks(tool: ToolInfo, persona: string, who: string, link: LinkBuilder): string {
  const roles = LAUNCH_ROLES[tool.route] ?? [];
  if (roles.length === 0) return '';
  const links = roles.map(
    (role) =>
      `<a href="${escapeHtml(link({ route: tool.route, persona, role }))}" aria-label="${escapeHtml(`${tool.title}, role ${role}, as ${persona} (${who})`)}">${escapeHtml(role)}</a>`,
  );
  return ` <span>(placement with role: ${links.join(', ')})</span>`;
}

/** The role picker of a course form (LAUNCH_ROLES); the first option is the placement without one. */
function roleSelect(tool: ToolInfo, selectId: string): string {
  const roles = LAUNCH_ROLES[tool.route] ?? [];
  if (roles.length === 0) return '';
  const options = roles.map((r) => `<option value="${escapeHtml(r)}">${escapeHtml(r)}</option>`).join('');
  return ` <label for="${escapeHtml(selectId)}">role</label> <select id="${escapeHtml(selectId)}" name="role"><option value="">(none)</option>${options}</select>`;
}

function toolCard(state: SandboxState, tool: ToolInfo, link: LinkBuilder): string {
  const id = `tool-${tool.route}`;
  const items = personasFor(state, tool)
    .map((persona) => {
      const user = state.persona(persona)!;
      const who = `${user.name.given} ${user.name.family}`;
      const label = `${tool.title} as ${persona} (${who})`;
      if (!tool.needsCourse)
        return `<li><a href="${escapeHtml(link({ route: tool.route, persona }))}" aria-label="${escapeHtml(label)}">${escapeHtml(persona)}</a>${roleLinks(tool, persona, who, link)}</li>`;
      const courses = launchCourses(state, user);
      if (courses.length === 0) return `<li>${escapeHtml(persona)}: no course to launch in</li>`;
      const selectId = `${id}-${persona}-course`;
      const options = courses.map((c) => `<option value="${escapeHtml(c.id)}">${escapeHtml(c.name)}</option>`).join('');
      return (
        `<li><form method="get" action="/launch"><input type="hidden" name="route" value="${escapeHtml(tool.route)}"><input type="hidden" name="persona" value="${escapeHtml(persona)}">` +
        `<label for="${escapeHtml(selectId)}">${escapeHtml(persona)} in course</label> <select id="${escapeHtml(selectId)}" name="course">${options}</select>${roleSelect(tool, `${id}-${persona}-role`)} ` +
        `<button type="submit" aria-label="${escapeHtml(`Launch ${label}`)}">Launch</button></form></li>`
      );
    })
    .join('');
  return `<li class="tool"><h3 id="${escapeHtml(id)}">${escapeHtml(tool.title)} <small><code>${escapeHtml(tool.route)}</code></small></h3><ul aria-labelledby="${escapeHtml(id)}">${items}</ul></li>`;
}

export function launcherPage(state: SandboxState, tools: ToolInfo[] | Error, link: LinkBuilder, mode: string): string {
  const toolSection =
    tools instanceof Error
      ? `<p class="notice" role="alert">The tool list is unavailable: ${escapeHtml(tools.message)} Start the shell (it serves <code>${escapeHtml(state.shellUrl)}/tools.json</code>) or set SHELL_URL, then reload.</p>`
      : tools.length === 0
        ? '<p>The shell lists no tools yet.</p>'
        : `<ul class="tools">${[...tools]
            .sort((a, b) => a.title.localeCompare(b.title))
            .map((t) => toolCard(state, t, link))
            .join('')}</ul>`;
  return page(
    'Learn sandbox launcher',
    `<main>
<h1>Learn sandbox launcher</h1>
<p>Open any tool as any persona. Launch mode: <strong>${escapeHtml(mode)}</strong>. Shell: <code>${escapeHtml(state.shellUrl)}</code>. Platform: <code>${escapeHtml(state.publicUrl)}</code>.</p>
<h2>Ultra frame</h2>
<p>Ultra with the Course Tools extension (UEF): ${ULTRA_FRAME_PERSONAS.map((p) => `<a href="/ultra/frame?persona=${p}">Ultra frame as ${p}</a>`).join(' · ')}</p>
<h2>LTI tool registration</h2>
<p>Register a tool with LTI Dynamic Registration, as a Learn system administrator: <a href="/lti/registration?persona=admin">Register an LTI tool as admin</a></p>
<h2>Tools</h2>
${toolSection}
<h2>People</h2>
${personaTable(state)}
</main>`,
  );
}
