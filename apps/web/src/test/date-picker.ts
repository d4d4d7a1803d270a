import { beforeAll } from 'vitest';
import { loadDateField } from '../components/date-field';

// The date picker (MUI X and dayjs) loads on demand in the app. A test file
// that types or picks dates imports this, so the picker is there from the
// first render; the other files do not pay for loading it.
beforeAll(() => loadDateField());
