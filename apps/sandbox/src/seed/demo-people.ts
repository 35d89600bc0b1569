import type { SeedBuilder, UserInput } from './builder.ts';
import type { UserRec } from './types.ts';

/** Fixed uuids so docs, stories and tests can name the personas. */
export const PERSONA_UUIDS = {
  student: 'a1f3c7d2e4b64f0c9a1b2c3d4e5f6a01',
  student2: 'b2e4d8c3f5a74e1d8b2c3d4e5f6a7b02',
  instructor: 'c3d5e9f4a6b84d2e9c3d4e5f6a7b8c03',
  instructor2: 'd4e6f0a5b7c94c3f8d4e5f6a7b8c9d04',
  instructor3: 'e5f7a1b6c8d04b4a9e5f6a7b8c9d0e05',
  admin: 'f6a8b2c7d9e14a5b8f6a7b8c9d0e1f06',
} as const;

type PersonInput = Omit<UserInput, 'dataSourceId'>;

/** 12 students: the first two are the `student` and `student2` personas. Phones vary on purpose. */
const STUDENTS: PersonInput[] = [
  {
    given: 'Ava',
    family: 'Thompson',
    userName: 'ava.thompson',
    uuid: PERSONA_UUIDS.student,
    mobilePhone: '5550101234',
  },
  { given: 'Liam', family: 'Patel', userName: 'liam.patel', uuid: PERSONA_UUIDS.student2, mobilePhone: '555-010-2345' },
  { given: 'Sofia', family: 'Martinez', userName: 'sofia.martinez', mobilePhone: '5550103456' },
  { given: 'Noah', family: 'Kim', userName: 'noah.kim' },
  { given: 'Mia', family: 'Johnson', userName: 'mia.johnson', mobilePhone: '555-010-4567' },
  { given: 'Ethan', family: 'Nguyen', userName: 'ethan.nguyen', mobilePhone: '5550105678' },
  { given: 'Isabella', family: 'Rossi', userName: 'isabella.rossi', email: null },
  { given: 'Lucas', family: 'Okafor', userName: 'lucas.okafor', mobilePhone: '555-010-6789' },
  { given: 'Chloe', family: 'Dubois', userName: 'chloe.dubois', mobilePhone: '5550107890' },
  { given: 'Mateo', family: 'Fernández', userName: 'mateo.fernandez' },
  { given: 'Zoe', family: 'Williams', userName: 'zoe.williams', mobilePhone: '555-010-8901' },
  { given: 'Oliver', family: 'Chen', userName: 'oliver.chen', mobilePhone: '5550109012' },
];

const INSTRUCTORS: PersonInput[] = [
  {
    given: 'Margaret',
    family: 'Ellis',
    title: 'Dr.',
    userName: 'margaret.ellis',
    uuid: PERSONA_UUIDS.instructor,
    mobilePhone: '5550201111',
    job: { title: 'Associate Professor', department: 'Biology' },
  },
  {
    given: 'David',
    family: 'Osei',
    title: 'Prof.',
    userName: 'david.osei',
    uuid: PERSONA_UUIDS.instructor2,
    mobilePhone: '555-020-2222',
    job: { title: 'Professor', department: 'Chemistry' },
  },
  {
    given: 'Hannah',
    family: 'Levi',
    title: 'Dr.',
    userName: 'hannah.levi',
    uuid: PERSONA_UUIDS.instructor3,
    job: { title: 'Lecturer', department: 'History' },
  },
];

const ADMIN: PersonInput = {
  given: 'Sam',
  family: 'Carter',
  userName: 'sam.carter',
  uuid: PERSONA_UUIDS.admin,
  mobilePhone: '5550303333',
  institutionRoleIds: ['STAFF', 'LATE_PENALTY_ADMIN', 'GRADE_HURDLE_ADMIN', 'ID_USER', 'ATHLETICS_ADMIN'],
  systemRoleIds: ['SystemAdmin'],
  job: { title: 'Learning Systems Administrator', department: 'Digital Learning' },
};

export interface DemoPeople {
  students: UserRec[];
  instructors: UserRec[];
  admin: UserRec;
}

export function addDemoPeople(b: SeedBuilder, dataSourceId: string): DemoPeople {
  const students = STUDENTS.map((s, i) =>
    b.user({ ...s, dataSourceId, studentId: `S${String(20240001 + i)}`, institutionRoleIds: ['STUDENT'] }),
  );
  const instructors = INSTRUCTORS.map((s) => b.user({ ...s, dataSourceId, institutionRoleIds: ['FACULTY'] }));
  const admin = b.user({ ...ADMIN, dataSourceId });
  const [ellis, osei, levi] = instructors;
  b.data.personas = {
    student: students[0]!.id,
    student2: students[1]!.id,
    instructor: ellis!.id,
    instructor2: osei!.id,
    instructor3: levi!.id,
    admin: admin.id,
  };
  return { students, instructors, admin };
}
