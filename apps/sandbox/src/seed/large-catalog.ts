import type { SeedBuilder } from './builder.ts';
import type { CourseRec, DataSourceRec } from './types.ts';

/**
 * Catalog categories of the large data set, for the SetCategory benchmark: `BENCH` already
 * holds every fifth course (those must not be PUT again), `BENCH-EMPTY` holds none.
 */
export function addLargeCatalog(b: SeedBuilder, system: DataSourceRec, courses: CourseRec[]): void {
  const bench = b.category('BENCH', 'Benchmark Courses', system.id);
  b.category('BENCH-EMPTY', 'Benchmark (empty)', system.id);
  courses.forEach((course, i) => {
    if (i % 5 === 0) b.categorize(bench, course);
  });
}
