import sample from '../../samples/deliverables-sample.csv?raw';

export const SAMPLE_CSV: string = sample;
export const csvFile = (text: string, name = 'deliverables.csv') => new File([text], name, { type: 'text/csv' });
