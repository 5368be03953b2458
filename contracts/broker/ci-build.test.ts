import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ciBuild } from './ci-build.ts';

const sha = '4f3e2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f';

it('reads a GitHub Actions push: the commit, the branch and the run page', () => {
  const env = {
    GITHUB_ACTIONS: 'true',
    GITHUB_SHA: sha,
    GITHUB_REF_NAME: 'main',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'hcuk/genesis',
    GITHUB_RUN_ID: '4242',
  };
  expect(ciBuild(env)).toEqual({
    service: 'GitHub Actions',
    commit: sha,
    branch: 'main',
    buildUrl: 'https://github.com/hcuk/genesis/actions/runs/4242',
  });
});

it("takes a GitHub pull request's head commit and source branch, not the merge commit and its ref", () => {
  const event = join(mkdtempSync(join(tmpdir(), 'hcuk-ci-')), 'event.json');
  writeFileSync(event, JSON.stringify({ pull_request: { head: { sha } } }));
  const build = ciBuild({
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_SHA: '0000000000000000000000000000000000000000',
    GITHUB_HEAD_REF: 'feature/finance-panel',
    GITHUB_REF_NAME: '17/merge',
  });
  expect(build).toMatchObject({ commit: sha, branch: 'feature/finance-panel' });
});

it('reads GitLab CI, whose job URL is the build URL', () => {
  const env = { GITLAB_CI: 'true', CI_COMMIT_SHA: sha, CI_COMMIT_REF_NAME: 'main', CI_JOB_URL: 'https://gl/j/7' };
  expect(ciBuild(env)).toEqual({ service: 'GitLab CI', commit: sha, branch: 'main', buildUrl: 'https://gl/j/7' });
});

it("reads Jenkins's BUILD_URL and strips origin/ from its branch", () => {
  const env = {
    JENKINS_URL: 'https://ci/',
    BUILD_URL: 'https://ci/job/9/',
    GIT_COMMIT: sha,
    GIT_BRANCH: 'origin/main',
  };
  expect(ciBuild(env)).toEqual({ service: 'Jenkins', commit: sha, branch: 'main', buildUrl: 'https://ci/job/9/' });
});

it('strips refs/heads/ from an Azure Pipelines branch and builds the results page', () => {
  const build = ciBuild({
    TF_BUILD: 'True',
    BUILD_SOURCEVERSION: sha,
    BUILD_SOURCEBRANCH: 'refs/heads/release/2',
    SYSTEM_COLLECTIONURI: 'https://dev.azure.com/hcuk/',
    SYSTEM_TEAMPROJECT: 'genesis',
    BUILD_BUILDID: '88',
  });
  expect(build).toMatchObject({
    branch: 'release/2',
    buildUrl: 'https://dev.azure.com/hcuk/genesis/_build/results?buildId=88',
  });
});

it('says nothing outside a CI service, and leaves out what a service does not give', () => {
  expect(ciBuild({ PATH: '/usr/bin', CI: 'true' })).toBeUndefined();
  expect(ciBuild({ CIRCLECI: 'true', CIRCLE_SHA1: sha })).toEqual({ service: 'CircleCI', commit: sha });
});
