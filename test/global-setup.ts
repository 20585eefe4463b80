import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, createSqliteTemplate, type TemplateDatabase } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** Per integration project: migrate one template database that every test file copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DB;
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
    const { template, remove } = await createPostgresTemplate(serverUrl);
    project.provide('templateDatabase', template);
    return remove;
  }
  const { template, remove } = await createSqliteTemplate();
  project.provide('templateDatabase', template);
  return async () => remove();
}
