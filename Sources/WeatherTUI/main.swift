print("weathertui: not yet")
