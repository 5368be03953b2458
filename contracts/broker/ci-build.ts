import { readFileSync } from 'node:fs';

/** What a CI service says about the build: the commit, the branch and the build's web page. */
export interface CiBuild {
  /** The CI service, e.g. `GitHub Actions`. */
  service: string;
  commit?: string;
  branch?: string;
  buildUrl?: string;
}

type Env = NodeJS.ProcessEnv;
interface CiService {
  service: string;
  detect: (env: Env) => boolean;
  commit: (env: Env) => string | undefined;
  branch: (env: Env) => string | undefined;
  buildUrl: (env: Env) => string | undefined;
}

/** A pull request build on GitHub tests a merge commit; the commit the developer pushed is the PR's head. */
function githubPullRequestHead(env: Env): string | undefined {
  if (!env.GITHUB_EVENT_NAME?.startsWith('pull_request') || !env.GITHUB_EVENT_PATH) return undefined;
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as {
      pull_request?: { head?: { sha?: string } };
    };
    return event.pull_request?.head?.sha;
  } catch {
    return undefined;
  }
}

const joined = (...parts: (string | undefined)[]) => (parts.every(Boolean) ? parts.join('') : undefined);

// The same services the official broker client's --auto-detect-version-properties knows, in its order.
const services: CiService[] = [
  {
    service: 'GitHub Actions',
    detect: (env) => env.GITHUB_ACTIONS === 'true',
    commit: (env) => githubPullRequestHead(env) ?? env.GITHUB_SHA,
    branch: (env) => env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME,
    buildUrl: (env) => joined(env.GITHUB_SERVER_URL, '/', env.GITHUB_REPOSITORY, '/actions/runs/', env.GITHUB_RUN_ID),
  },
  {
    service: 'GitLab CI',
    detect: (env) => env.GITLAB_CI === 'true',
    commit: (env) => env.CI_COMMIT_SHA,
    branch: (env) => env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME || env.CI_COMMIT_REF_NAME,
    buildUrl: (env) => env.CI_JOB_URL,
  },
  {
    service: 'Buildkite',
    detect: (env) => env.BUILDKITE === 'true',
    commit: (env) => env.BUILDKITE_COMMIT,
    branch: (env) => env.BUILDKITE_BRANCH,
    buildUrl: (env) => env.BUILDKITE_BUILD_URL,
  },
  {
    service: 'CircleCI',
    detect: (env) => env.CIRCLECI === 'true',
    commit: (env) => env.CIRCLE_SHA1,
    branch: (env) => env.CIRCLE_BRANCH,
    buildUrl: (env) => env.CIRCLE_BUILD_URL,
  },
  {
    service: 'Travis CI',
    detect: (env) => env.TRAVIS === 'true',
    commit: (env) => env.TRAVIS_COMMIT,
    branch: (env) => env.TRAVIS_PULL_REQUEST_BRANCH || env.TRAVIS_BRANCH,
    buildUrl: (env) => env.TRAVIS_BUILD_WEB_URL,
  },
  {
    service: 'Azure Pipelines',
    detect: (env) => env.TF_BUILD === 'True',
    commit: (env) => env.BUILD_SOURCEVERSION,
    branch: (env) => env.SYSTEM_PULLREQUEST_SOURCEBRANCH || env.BUILD_SOURCEBRANCH,
    buildUrl: (env) =>
      joined(env.SYSTEM_COLLECTIONURI, env.SYSTEM_TEAMPROJECT, '/_build/results?buildId=', env.BUILD_BUILDID),
  },
  {
    service: 'Bitbucket Pipelines',
    detect: (env) => Boolean(env.BITBUCKET_BUILD_NUMBER),
    commit: (env) => env.BITBUCKET_COMMIT,
    branch: (env) => env.BITBUCKET_BRANCH,
    buildUrl: (env) =>
      joined(env.BITBUCKET_GIT_HTTP_ORIGIN, '/addon/pipelines/home#!/results/', env.BITBUCKET_BUILD_NUMBER),
  },
  {
    // Jenkins (and Hudson) last: BUILD_URL is a name other tools may set too.
    service: 'Jenkins',
    detect: (env) => Boolean(env.JENKINS_URL || env.HUDSON_URL || env.BUILD_URL),
    commit: (env) => env.GIT_COMMIT,
    branch: (env) => env.BRANCH_NAME || env.GIT_BRANCH,
    buildUrl: (env) => env.BUILD_URL,
  },
];

/** A ref as a branch name: `refs/heads/main` and `origin/main` are `main`. */
const branchName = (ref: string | undefined) =>
  ref?.replace(/^refs\/heads\//, '').replace(/^origin\//, '') || undefined;

/** The CI service this runs on, and what its variables say about the build; undefined outside a known CI service. */
export function ciBuild(env: NodeJS.ProcessEnv): CiBuild | undefined {
  const found = services.find((candidate) => candidate.detect(env));
  if (!found) return undefined;
  const build: CiBuild = { service: found.service };
  const commit = found.commit(env) || undefined;
  const branch = branchName(found.branch(env));
  const buildUrl = found.buildUrl(env) || undefined;
  if (commit) build.commit = commit;
  if (branch) build.branch = branch;
  if (buildUrl) build.buildUrl = buildUrl;
  return build;
}
