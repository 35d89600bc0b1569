/** The screen's rows: one per sport, its students' names (spec 000 §2 "table of Sport and Students"). */
export interface SportRow {
  sportId: string;
  sport: string;
  students: string[];
}

interface Data {
  studentAthleticDetails: { SportId: string; StudentId: string }[];
  students: { Id: string; FirstName: string; LastName: string; StudentNumber: string }[];
  sports: { Id: string; Name: string }[];
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Sports by name, each with its students as "First Last (StudentNumber)", by last then first name. */
export function sportRows(data: Data): SportRow[] {
  const students = new Map(data.students.map((s) => [s.Id, s]));
  return [...data.sports]
    .sort((a, b) => byText(a.Name, b.Name))
    .map((sport) => {
      const members = data.studentAthleticDetails
        .filter((d) => d.SportId === sport.Id)
        .map((d) => students.get(d.StudentId))
        .filter((s): s is NonNullable<typeof s> => s !== undefined)
        .sort((a, b) => byText(a.LastName, b.LastName) || byText(a.FirstName, b.FirstName));
      return {
        sportId: sport.Id,
        sport: sport.Name,
        students: members.map((s) => `${s.FirstName} ${s.LastName} (${s.StudentNumber})`),
      };
    });
}
