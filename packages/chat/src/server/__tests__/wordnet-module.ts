import { wordnetLexicon } from '@tools/chat/domain';
import { chatModule } from '../module.ts';
import { wordnetDbFiles } from '../wordnet-files.ts';

// The assistant's server tests run with WordNet, as main.ts gives the server (vitest.server.config.ts).
export default chatModule({ lexicon: wordnetLexicon(wordnetDbFiles()) });
