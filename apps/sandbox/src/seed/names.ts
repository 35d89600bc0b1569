/** Name pools for generated users (large data set). */
export const GIVEN_NAMES = [
  'Amelia', 'Benjamin', 'Charlotte', 'Daniel', 'Elena', 'Farah', 'Gabriel', 'Hana', 'Isaac', 'Jasmine',
  'Kenji', 'Leila', 'Marcus', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Samuel', 'Tara',
  'Umar', 'Valentina', 'William', 'Ximena', 'Yusuf', 'Zara', 'Aaliyah', 'Bruno', 'Camila', 'Dmitri',
] as const;

export const FAMILY_NAMES = [
  'Anderson', 'Bianchi', 'Castillo', 'Davies', 'Eriksen', 'Fischer', 'Gupta', 'Hughes', 'Ivanova', 'Jensen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Oyelaran', 'Papadopoulos', 'Quinn', 'Ramirez', 'Schmidt', 'Tanaka',
  'Usman', 'Varga', 'Wang', 'Xu', 'Yilmaz', 'Zimmerman', 'Abbott', 'Brennan', 'Costa', 'Delgado',
] as const;

export const SUBJECTS = [
  ['BIO', 'Biology'], ['CHEM', 'Chemistry'], ['PHYS', 'Physics'], ['MATH', 'Mathematics'], ['HIST', 'History'],
  ['ENG', 'English Literature'], ['PSYC', 'Psychology'], ['ECON', 'Economics'], ['CS', 'Computer Science'], ['ART', 'Art History'],
] as const;

export const COURSE_TOPICS = [
  'Foundations of', 'Principles of', 'Topics in', 'Advanced', 'Applied', 'Research Methods in', 'Seminar in', 'Introduction to',
] as const;
