const bbGrowForSnapshot = (createPyodideModule, snapshot) => async (settings) => {
  const module = await createPyodideModule(settings);
  if (module.HEAP8.length < snapshot.length) module.growMemory(snapshot.length);
  return module;
};
