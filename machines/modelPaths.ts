import type { AnyStateMachine } from 'xstate'
import { createTestModel } from 'xstate/graph'

// How the model-based tests pick their paths through a machine's spec model (machines/<name>.model.ts);
// the studio shows the same paths, so what it says the tests walk is what they walk.

/** Every simple path from the initial state (no state twice): for small models with few loops. */
export function simplePaths(specModel: AnyStateMachine) {
  return createTestModel(specModel).getSimplePaths()
}

/** One path per transition of the model: the shortest way to its source state, then its event. */
export function transitionPaths(specModel: AnyStateMachine) {
  const model = createTestModel(specModel)
  return model
    .getShortestPaths()
    .flatMap((toState) =>
      Object.keys((specModel.config.states![String(toState.state.value)] as { on?: object }).on ?? {}).flatMap((event) =>
        model.getPathsFromEvents([...toState.steps.slice(1).map((step) => step.event), { type: event }] as never),
      ),
    )
}
