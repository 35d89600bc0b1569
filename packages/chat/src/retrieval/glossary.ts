import { isContentWord, stem, tokenize } from './words.ts';

/**
 * The curated glossary of course and assessment words (issue 25 §2): the words students use for
 * the things a syllabus names in its own words ("hand in" / "submitted", "worth" / "weight",
 * "sick" / "special consideration", "what to wear" / "lab coat, closed shoes"). One line per
 * concept, its words and phrases separated by commas. Course text and questions are tagged
 * with the concepts whose phrases they contain (`#id`), so a question finds a passage that says
 * the same thing in other words; how much a tag counts follows from how many passages of the
 * course carry it (the rarer, the more), like any word. Curated for any course, never for one
 * course's questions: each line names a general idea of course life.
 */
const CONCEPTS = `
deadline: due, due date, deadline, deadlines, cut off, cutoff, closing date, handed in by, submit by
submit: submit, submitted, submitting, submission, submissions, hand in, handed in, handing in, hand it in, hand up, turn in, turned in, upload, uploaded, lodge, send, send in, sent in, deliver
request: apply, apply for, applies, applied, application, applications, ask for, asking for, request, requests, requested, put in a request, form, forms
choose: choose, chose, chosen, pick, picked, select, selected, selection, sign up, signup, enrol, enroll, enrolment, register, registration, allocate, allocated, allocation
late: late, lateness, overdue, after the deadline, past the deadline, after the due date, after its due date, past due, behind schedule, delayed, missed the deadline, miss the deadline, miss a deadline, missed a deadline, meeting a deadline
penalty: penalty, penalties, penalise, penalised, deduct, deducted, deduction, deductions, lose, loses, lost, losing, docked, dock, minus, take off, taken off, knocked off
extension: extension, extensions, extra time, more time, additional time, extra days, more days, few extra days, few more days, extend, extended, postpone, postponed, delay the deadline
consideration: special consideration, illness, ill, sick, sickness, unwell, medical, medical certificate, doctor, doctors, hospital, flu, injury, emergency, bereavement, serious circumstance, circumstances, approved reason, approved absence
mark: mark, marks, marked, marking, grade, grades, graded, grading, score, scores, scored, scoring, points, result, results, gpa
weight: weight, weighting, weighted, worth, percentage, percent, proportion, counts towards, count towards, contributes, contribution, value, portion, share of the grade
pass: pass, passing, passes, fail, fails, failing, hurdle, hurdles, requirement, requirements, minimum, threshold, pass mark
exam: exam, exams, examination, examinations, test, tests
final-exam: final exam, final exams, final examination, finals, end of semester exam, end-of-semester exam, end of term exam, exam period, examination period
midterm: midterm, mid-term, mid term, midsemester, mid-semester, mid semester, mid sem, mid-sem, midterm test, midterm exam
quiz: quiz, quizzes, quizz, test, pre-lab quiz
homework: homework, problem set, problem sets, problem sheet, worksheet, exercises, exercise sheet, tutorial questions, practice questions, assignment, assignments, coursework
task: assignment, assignments, task, tasks, assessment, assessments, assessment task, component, components, piece of work, work
essay: essay, essays, paper, papers, research essay, written work, written task
report: report, reports, write-up, writeup, write up, lab report, lab reports, laboratory report, laboratory reports
words: word limit, word count, words, length, how long, maximum length, number of words
teacher: teacher, teachers, lecturer, lecturers, instructor, instructors, professor, prof, convenor, convener, coordinator, course coordinator, course convenor, teaching staff, teaching team, staff, in charge, in charge of, runs the course, runs this course, teaches
assistant-teacher: tutor, tutors, demonstrator, demonstrators, lab demonstrator, teaching assistant, teaching assistants, ta, tas, marker, markers
contact: contact, email, e-mail, emailed, message, reach, get in touch, talk to, speak to, ask, reply, respond, response, hear back, get back to, answer my email
consultation: office hours, consultation, consultation hours, drop-in, drop in, drop-in hours, appointment, meet with, see the lecturer, see the professor, see the teacher, see the tutor, talk to, speak to, visit, available to see
lecture: lecture, lectures, class, classes, lesson, lessons
tutorial: tutorial, tutorials, tute, tutes, tut, tuts, seminar, seminars, workshop, workshops
lab: lab, labs, laboratory, laboratories, practical, practicals, prac, pracs, lab session, laboratory session, experiment, experiments
schedule: when, time, times, timetable, schedule, day, days, date, dates, week, weekly, held, run, runs
start: start, starts, started, starting, begin, begins, beginning, commence, commences, kick off
place: where, room, rooms, venue, location, located, building, theatre, theater, hall, held in, lecture theatre, floor, level
book: textbook, text book, textbooks, book, books, required reading, reader, course reader, readings, reading list
cost: cost, costs, price, prices, pay, paid, buy, bought, purchase, fee, fees, expensive, cheap, free, dollars, money, sold, sells
borrow: borrow, borrowed, hire, hired, rent, rented, loan, loans, lend, lent, short-loan
clothing: wear, wearing, worn, eye protection, protective eyewear, eyewear, eye wear, dress, dressed, clothes, clothing, attire, outfit, shoes, footwear, enclosed shoes, closed shoes, open shoes, sandals, thongs, coat, lab coat, laboratory coat, glasses, goggles, spectacles, safety glasses, safety spectacles, gloves, hair, protective equipment, ppe, safety gear
food: eat, eating, ate, food, foods, snack, snacks, drink, drinks, drinking, coffee, lunch, water bottle, beverage, beverages, chewing gum
phone: phone, phones, mobile, mobiles, mobile phone, cell phone, smartphone, laptop, laptops, device, devices
safety: safety, safe, hazard, hazards, danger, dangerous, accident, accidents, spill, spills, spilled, breakage, broken, cut, burn, injury, eyewash, first aid, induction
waste: waste, dispose, disposal, dispose of, get rid of, throw away, thrown away, bin, bins, sink, sharps
integrity: plagiarism, plagiarise, plagiarize, cheat, cheating, copy, copying, copied, collusion, collude, academic integrity, misconduct, academic misconduct, ai, chatgpt, ai tool, ai tools, generative ai, turnitin
reference: reference, references, referencing, cite, citing, citation, citations, footnote, footnotes, bibliography, sources, source, style guide, chicago, apa, harvard, mla
attendance: attend, attendance, attending, miss, missed, missing, skip, skipped, absent, absence, absences, compulsory, mandatory
feedback: feedback, comments, returned, released, release, marks back, get back, results out, find out
calculator: calculator, calculators, programmable, graphing calculator, scientific calculator
open-book: open book, closed book, notes, own notes, cheat sheet, materials allowed
attempt: attempt, attempts, try, tries, retake, resit, re-sit, redo, second chance, go
limit: limit, maximum, max, most, longest, up to, at most, cap, capped
duration: how long, duration, time limit, minutes, minute, hours, hour, timer, time allowed, lasts, last, runs for, length of time
scale: scale, 7-point scale, grading scale, grade scale, band, bands, grade boundaries, cut-offs, high distinction, distinction, credit
participation: participation, participate, participating, take part, taking part, contribute, contribution, discussion, engagement
group: group, groups, team, teams, partner, partners, pair, pairs
peers: friend, friends, classmate, classmates, peer, peers, other students, fellow students, mates, study group, collaborate, collaboration
proposal: proposal, plan, outline, essay plan, draft, drafts
recording: recorded, recording, recordings, record, lecture capture, echo360, video, videos, slides, upload the slides
online: online, website, web, link, links, portal, page, site, internet
question-board: discussion board, q&a board, forum, q&a, discussion forum, question board
staff-manager: laboratory manager, lab manager, technician, technical staff
microscope: microscope, microscopes, microscopy, objective, objectives, lens, lenses, magnification, focus
inheritance: mendel, mendelian, inheritance, heredity, genetics, genetic, punnett, pedigree
cell: cell, cells, cellular, organelle, organelles
chemistry: chem, chemistry, chemical, chemicals, organic
history: history, historical, historian, historians
`;

export interface Concept {
  id: string;
  /** Each phrase as its stems, content words only ("hand in" -> ["hand"] would be too loose: see below). */
  phrases: string[][];
}

/** A phrase's stems; stop words kept inside multi-word phrases ("hand in", "at least") so they stay phrases. */
function phraseStems(phrase: string): string[] {
  const words = tokenize(phrase);
  if (words.length === 1) return isContentWord(words[0]!) ? [stem(words[0]!)] : [];
  return words.map((w) => stem(w));
}

function parse(text: string): Concept[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [id, list] = line.split(/:\s*/, 2) as [string, string];
      const phrases = list
        .split(',')
        .map((p) => phraseStems(p.trim()))
        .filter((p) => p.length > 0);
      return { id, phrases };
    });
}

export const GLOSSARY: readonly Concept[] = parse(CONCEPTS);

/** Every single word of the glossary: a misspelt question word may be corrected to one of them too. */
export const GLOSSARY_WORDS: ReadonlySet<string> = new Set(
  CONCEPTS.split(/[\n,:]/)
    .flatMap((phrase) => tokenize(phrase))
    .filter((w) => isContentWord(w) && w.length > 2),
);

/** Longest phrase first at each word: "final exam" before "final". */
interface TrieNode {
  next: Map<string, TrieNode>;
  concepts: Set<string>;
}
const root: TrieNode = { next: new Map(), concepts: new Set() };
for (const concept of GLOSSARY) {
  for (const phrase of concept.phrases) {
    let node = root;
    for (const s of phrase) {
      let child = node.next.get(s);
      if (!child) node.next.set(s, (child = { next: new Map(), concepts: new Set() }));
      node = child;
    }
    node.concepts.add(concept.id);
  }
}

export interface ConceptMatch {
  /** Word positions [start, end) in the stem sequence. */
  start: number;
  end: number;
  concepts: string[];
}

/**
 * Glossary phrases in a sequence of stems (stop words included, so "hand in" is found): at each
 * position the longest phrase, then on after it.
 */
export function findConcepts(stems: readonly string[]): ConceptMatch[] {
  const out: ConceptMatch[] = [];
  let i = 0;
  while (i < stems.length) {
    let node: TrieNode | undefined = root;
    let best: ConceptMatch | null = null;
    for (let j = i; j < stems.length && node; j += 1) {
      node = node.next.get(stems[j]!);
      if (node && node.concepts.size > 0) best = { start: i, end: j + 1, concepts: [...node.concepts] };
    }
    if (best) {
      out.push(best);
      i = best.end;
    } else i += 1;
  }
  return out;
}

/** The tag a text carries for a concept: a term of its own in the index (`#weight`). */
export const conceptTag = (id: string) => `#${id}`;
