print("xgesture-sound-bench: not written yet")
